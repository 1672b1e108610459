import { afterEach, beforeEach } from 'vitest'

/**
 * The tests of this file run under React's own scheduling, as in a browser, not act()'s, which
 * runs every render and effect before it returns: what happens between a commit and its passive
 * effects can be seen.
 */
export function underReactScheduling() {
  const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  let before: boolean | undefined
  beforeEach(() => {
    before = reactAct.IS_REACT_ACT_ENVIRONMENT
    reactAct.IS_REACT_ACT_ENVIRONMENT = false
  })
  afterEach(() => {
    reactAct.IS_REACT_ACT_ENVIRONMENT = before
  })
}
