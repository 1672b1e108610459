import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { WithI18n } from '../../test/lingui'
import { TransferResult, type Sent } from './TransferResult'

const sent = (recipients: number): Sent => ({ id: 't-1', consignmentId: 'c-1', recipients, kept: true })
const idLine = () => screen.getByTestId('transfer-id').closest('p')

it('says to how many recipients the consignment went, one or more, in one sentence, the id isolated', () => {
  const view = render(<TransferResult sent={sent(1)} onAnother={() => {}} />, { wrapper: WithI18n })
  expect(idLine()).toHaveTextContent(/^Consignment c-1 was sent to 1 recipient\. The transfer id is t-1$/)
  expect(idLine()?.querySelector('bdi')).toHaveTextContent(/^c-1$/)

  view.rerender(<TransferResult sent={sent(1_200)} onAnother={() => {}} />)
  expect(idLine()).toHaveTextContent(/^Consignment c-1 was sent to 1,200 recipients\. The transfer id is t-1$/)
})
