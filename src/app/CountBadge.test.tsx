import { screen, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { mockStore } from '../mocks/node'
import { renderApp } from '../test/render'

const badge = () => screen.getByTestId('consignment-count').parentElement

const consignment = (uuid: string) => ({ uuid, filename: 'a', contentType: 'text/plain', size: 1, co_authors: [] })

it.each([
  [0, '0 consignments'],
  [1, '1 consignment'],
  [2, '2 consignments'],
])('says %i consignment(s) as one phrase, the count a plural', async (n, words) => {
  for (let i = 0; i < n; i++) mockStore.addConsignment(consignment(`u${i}`))
  renderApp('/history')
  await waitFor(() => expect(screen.getByTestId('consignment-count')).toHaveTextContent(String(n)))
  expect(badge()).toHaveTextContent(new RegExp(`^${words}$`))
})
