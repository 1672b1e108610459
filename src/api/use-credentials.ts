import { useStore } from 'zustand'
import { credentialsStore, type Credentials } from './credentials'

/** Something of the credentials, for React: re-renders when it changes (`hasToken`, `nothingEntered`). */
export function useCredentials<S>(select: (credentials: Credentials) => S): S {
  return useStore(credentialsStore, select)
}
