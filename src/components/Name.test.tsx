import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Name } from './Name'

it('isolates a name and shows its direction controls as a marker, as one string or as a translation hands it over', () => {
  render(
    <>
      <p data-testid="string">
        <Name>{'invoice\u202Efdp.exe'}</Name>
      </p>
      {/* A compiled catalog's <Trans> gives the element its children as an array. */}
      <p data-testid="array">
        <Name>{['invoice\u202Efdp.exe']}</Name>
      </p>
    </>,
  )
  for (const where of ['string', 'array'])
    expect(screen.getByTestId(where).querySelector('bdi')!.textContent).toBe('invoice\uFFFDfdp.exe')
})
