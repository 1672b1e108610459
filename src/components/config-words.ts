import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ConfigError, type ConfigIssue } from '../config/load'
import { formatterFor } from './use-format'

/*
 * What the operator reads when the app cannot start (src/start.tsx renders it on the config
 * error page): src/config hands over why config.json could not be used, as data; the words are
 * here. Setting names and values are shown as they are written in config.json.
 */

/** The checks of src/config/schema.ts, by the code each reports. */
const checks: Record<string, MessageDescriptor> = {
  'http-address': msg`must be an http(s) address or a path`,
  'more-than-0-ms': msg`must be more than 0 ms`,
  'at-most-one-hour': msg`must be at most 3600000 ms (one hour)`,
  'at-most-1000000-mb': msg`must be at most 1000000 MB`,
}

/** "uploadConcurrency: must be a number" (zod's own words when it is none of ours). */
function describeIssue(i18n: I18n, issue: ConfigIssue): string {
  const { path } = issue
  const list = (items: readonly string[] = []) => formatterFor(i18n.locale).list(items, 'unit')
  const check = checks[issue.message]
  let what: string
  if (issue.code === 'unrecognized_keys') {
    const keys = list(issue.keys)
    what = i18n._(msg({ message: `unknown key ${keys}`, comment: 'config.json: a setting name that does not exist' }))
  } else if (issue.code === 'invalid_value') {
    const values = list(issue.values)
    what = i18n._(msg({ message: `must be one of ${values}`, comment: 'config.json: the values a setting may have' }))
  } else if (issue.code === 'invalid_type') {
    const expected = issue.expected ?? ''
    what = i18n._(
      msg({ message: `must be a ${expected}`, comment: 'config.json: expected is a JSON type: string, number, boolean' }),
    )
  } else what = check ? i18n._(check) : issue.message
  return i18n._(msg({ message: `${path}: ${what}`, comment: 'config.json: a setting and what is wrong with it' }))
}

/** Why the app could not start, for its error page: a sentence, and the details (each setting that is wrong). */
export function explainStartFailure(i18n: I18n, error: unknown): { message: string; details: string[] } {
  if (!(error instanceof ConfigError))
    return { message: i18n._(msg`The app could not start.`), details: [error instanceof Error ? error.message : String(error)] }
  const trouble = error.trouble
  switch (trouble.reason) {
    case 'unreachable': {
      const url = trouble.url
      return { message: i18n._(msg`config.json could not be fetched from ${url}.`), details: [] }
    }
    case 'missing': {
      const url = trouble.url
      const status = String(trouble.status)
      return { message: i18n._(msg`config.json is missing (${status} from ${url}).`), details: [] }
    }
    case 'not-json':
      return { message: i18n._(msg`config.json is not valid JSON.`), details: [] }
    case 'invalid':
      return {
        message: i18n._(msg`config.json has invalid settings.`),
        details: trouble.issues.map((issue) => describeIssue(i18n, issue)),
      }
  }
}
