import { createStartedHere } from '../../lib/started-here'

/** The files sent from this page, listed with their steps until the person clears them. */
export const sendBatch = createStartedHere()
