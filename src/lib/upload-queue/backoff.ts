/** 1 s, 2 s, 4 s … capped at 30 s, each ±20% so many failed files do not retry in lockstep. */
export function defaultBackoff(random: () => number = Math.random) {
  return (attempt: number) => Math.round(Math.min(30_000, 1000 * 2 ** (attempt - 1)) * (0.8 + 0.4 * random()))
}
