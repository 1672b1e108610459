import { useCallback, useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { createFileIntake, type FileIntake, type IntakeOptions, type IntakeProgress, type IntakeTarget } from '../lib/file-intake'

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

const isAdding = (progress: IntakeProgress) => progress.adding

/**
 * Send or Upload pressed while a drop is still coming in: half a drop is not what the person
 * chose, so `ready()` says no, and `stillAdding` is true from then until the drop is all listed.
 */
export function useIntakeGate(intake: FileIntake) {
  const [refused, setRefused] = useState(false)
  // Not the whole progress: a drop's counts change several times a second, `adding` twice a drop.
  const adding = useStore(intake.progress, isAdding)
  const ready = () => {
    const busy = intake.busy()
    setRefused(busy)
    return !busy
  }
  return { ready, stillAdding: refused && adding }
}

/** A page's list of chosen files, kept outside React and shown as `view()` gives it. */
export type IntakeList<View, Key> = {
  take: IntakeTarget['take']
  remove: (key: Key) => void
  clear: () => void
  /** a copy: what React holds does not change under it */
  view: () => View
}

/**
 * A list made once with its intake: React sees it once per publish, not once per file or slice.
 * Removing publishes at once; clearing also stops a drop still coming in.
 */
export function useIntakeList<View, Key>(create: () => IntakeList<View, Key>) {
  const [list] = useState(create)
  const [view, setView] = useState(list.view)
  const publish = useCallback(() => setView(list.view()), [list])
  const intake = useFileIntake({ take: list.take, publish })
  const remove = useCallback(
    (key: Key) => {
      list.remove(key)
      publish()
    },
    [list, publish],
  )
  const clear = useCallback(() => {
    intake.cancel()
    list.clear()
    publish()
  }, [intake, list, publish])
  return { view, intake, remove, clear }
}
