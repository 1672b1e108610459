import { ApiError } from '../api/errors'

/**
 * A form field the server refused: `name`, its path in the form; `field`, the server's name for
 * it; `message`, the server's words, empty when it gave none (components/form-checks.ts words
 * the refusal then).
 */
export type ServerField = { name: string; field: string; message: string }

/**
 * The form field a server error names in its `context` ("size", "co_authors.2",
 * "target_emails"), mapped through `fields` (context head → form field path). In a path, `#`
 * stands for the index; without one the whole array's `.root` (react-hook-form) is named.
 * Null when the error names no field of this form.
 */
export function serverField(error: unknown, fields: Record<string, string>): ServerField | null {
  if (!(error instanceof ApiError) || error.kind !== 'http' || !error.context) return null
  const [head, index] = error.context.split(/[.[\]]+/).filter(Boolean)
  const target = head === undefined ? undefined : fields[head]
  if (!target || head === undefined) return null
  const name = target.includes('#')
    ? index !== undefined && /^\d+$/.test(index)
      ? target.replace('#', index)
      : `${target.split('.#')[0]}.root`
    : target
  return { name, field: head, message: error.message }
}

/** The `fields` map of `serverField`: each name stands for itself unless `renamed` says otherwise. */
export function fieldMap(names: readonly string[], renamed: Record<string, string> = {}): Record<string, string> {
  return { ...Object.fromEntries(names.map((n) => [n, n])), ...renamed }
}
