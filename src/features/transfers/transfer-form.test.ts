import { i18n } from '@lingui/core'
import { expect, it } from 'vitest'
import { speak } from '../../test/lingui'
import { emptyTransfer, transferFormSchema } from './transfer-form'

const askForId = 'Enter the consignment id, or pick one registered here'
const idError = (schema: ReturnType<typeof transferFormSchema>) =>
  schema
    .safeParse({ ...emptyTransfer(' '), recipients: ['a@b.co'] })
    .error?.issues.find((issue) => issue.path[0] === 'consignmentId')?.message

it('words its checks in the language shown, the checks made once per language', () => {
  const english = transferFormSchema(i18n)
  expect(transferFormSchema(i18n)).toBe(english)
  expect(idError(english)).toBe(askForId)

  speak('fr', { [askForId]: 'Saisissez l’identifiant de l’envoi' })
  expect(idError(transferFormSchema(i18n))).toBe('Saisissez l’identifiant de l’envoi')
  speak('en')
  expect(transferFormSchema(i18n)).toBe(english)
})
