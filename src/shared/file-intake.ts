import { useEffect, useState, useSyncExternalStore } from 'react'
import { createFileIntake, type FileIntake, type IntakeOptions, type IntakeTarget } from '../lib/file-intake'

/**
 * A page's file intake (lib/file-intake.ts); what is left to take in is forgotten when the page goes.
 * `target` is kept from the first render: give it functions that do not change (a list made once,
 * a `useCallback` publish).
 */
export function useFileIntake(target: IntakeTarget, options?: IntakeOptions): FileIntake {
  const [intake] = useState(() => createFileIntake(target, options))
  useEffect(() => () => intake.cancel(), [intake])
  return intake
}

/** The intake's progress; changes only when a drop starts, at its publishes and when it ends. */
export function useIntakeProgress(intake: FileIntake) {
  return useSyncExternalStore(intake.subscribe, intake.progress, intake.progress)
}
