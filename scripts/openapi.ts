/** Writes docs/openapi.json from the zod contract; `npm test` fails while the file is stale. */
import { writeFileSync } from 'node:fs'
import { openApiJson } from '../src/api/openapi'

const target = new URL('../docs/openapi.json', import.meta.url)
writeFileSync(target, openApiJson())
console.log(`wrote ${target.pathname}`)
