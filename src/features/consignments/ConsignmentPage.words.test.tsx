import { i18n } from '@lingui/core'
import { act, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderApp } from '../../test/render'
import { consignmentCheckWords } from './consignment-form'

it('says a field’s error in the language shown, also one given before the language changed', async () => {
  const { user } = renderApp('/consignments/new')
  await screen.findByRole('heading', { name: 'Register a consignment' })
  await user.click(screen.getByRole('button', { name: 'Register consignment' }))
  const size = screen.getByLabelText('Size in bytes (required)')
  expect(size).toHaveAccessibleDescription('Enter the size in bytes')

  // Polish, with only this message translated: the rest falls back to English.
  act(() =>
    i18n.loadAndActivate({ locale: 'pl', messages: { [consignmentCheckWords.sizeMissing.id]: 'Podaj rozmiar w bajtach' } }),
  )
  expect(size).toHaveAccessibleDescription('Podaj rozmiar w bajtach')
  // A message not yet translated stays English.
  expect(screen.getByLabelText('File name (required)')).toHaveAccessibleDescription('Enter the file name')
})

it('says what was registered in one sentence, the file name and the id isolated from its direction', async () => {
  const { user } = renderApp('/consignments/new')
  await screen.findByRole('heading', { name: 'Register a consignment' })
  await user.type(screen.getByLabelText('File name (required)'), 'تقرير.pdf')
  await user.type(screen.getByLabelText('Content type (required)'), 'application/pdf')
  await user.type(screen.getByLabelText('Size in bytes (required)'), '1')
  await user.click(screen.getByRole('button', { name: 'Register consignment' }))
  const id = await screen.findByTestId('consignment-id')
  const line = id.closest('p')
  expect(line).toHaveTextContent(`تقرير.pdf is registered. Its id is ${id.textContent}`)
  expect(id.firstElementChild?.tagName).toBe('BDI')
  expect(within(line!).getByText('تقرير.pdf').tagName).toBe('BDI')
})
