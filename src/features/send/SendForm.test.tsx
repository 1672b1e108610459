import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderApp } from '../../test/render'

it('names the co-authors typed, one or more, as a list under the field', async () => {
  const { user } = renderApp('/')
  const field = await screen.findByLabelText('Co-authors (optional)')
  expect(field).toHaveAccessibleDescription('Names or addresses, separated by commas.')
  await user.type(field, 'Cy')
  expect(field).toHaveAccessibleDescription('1 co-author: Cy')
  await user.type(field, '; Di, cy, Ed')
  expect(field).toHaveAccessibleDescription('3 co-authors: Cy, Di, Ed')
  expect(document.getElementById(field.getAttribute('aria-describedby')!)?.querySelector('bdi')).toHaveTextContent(/^Cy, Di, Ed$/)
})
