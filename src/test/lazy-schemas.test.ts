import { describe, expect, it, vi } from 'vitest'
import { i18n } from '@lingui/core'

/** Every zod call of the modules below, counted (zod/mini's functions build the schemas). */
const calls = vi.hoisted(() => ({ count: 0 }))
vi.mock('zod/mini', async (importOriginal) => {
  const z = await importOriginal<Record<string, unknown>>()
  const counted = Object.entries(z).map(([name, value]) => [
    name,
    typeof value === 'function' && name !== 'core'
      ? (...args: unknown[]) => {
          calls.count++
          return (value as (...a: unknown[]) => unknown)(...args)
        }
      : value,
  ])
  return Object.fromEntries(counted) as typeof z
})

describe('zod schemas of a first load', () => {
  it('are built when first used, not when their modules are evaluated', async () => {
    const config = await import('../config/schema')
    const consignment = await import('../features/consignments/consignment-form')
    const recipients = await import('../lib/recipients')
    const send = await import('../features/send/send-form')
    // The Register page opened without a prefill needs none of its checks.
    expect(consignment.prefillFrom(undefined)).toBeNull()
    expect(calls.count).toBe(0)

    expect(recipients.isValidEmail('ann@example.org')).toBe(true)
    expect(consignment.consignmentFormSchema().safeParse({}).success).toBe(false)
    expect(consignment.prefillFrom({ prefill: { filename: 'a.txt', size: 3 } })).toMatchObject({ filename: 'a.txt', size: '3' })
    expect(config.configSchema()).toBe(config.configSchema())
    expect(send.sendFormSchema(i18n).safeParse(send.emptySendForm).success).toBe(false)
    expect(calls.count).toBeGreaterThan(0)
  })
})
