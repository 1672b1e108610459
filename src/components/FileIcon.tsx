import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { fileKind, type FileKind } from '../lib/file-kind'

const glyphs: Record<FileKind, ReactNode> = {
  image: (
    <>
      <circle cx="10" cy="11" r="1.5" />
      <path d="M7.5 18.5l3-4 2 2 2-3 2.5 5z" fill="currentColor" stroke="none" />
    </>
  ),
  video: <path d="M10 11v6.5l5-3.25z" fill="currentColor" stroke="none" />,
  audio: (
    <>
      <circle cx="10.5" cy="17" r="1.6" />
      <path d="M12.1 17v-6.5l3.4-1" />
    </>
  ),
  pdf: (
    <text x="12" y="17.5" textAnchor="middle" fontSize="5.5" fontWeight="700" fill="currentColor" stroke="none">
      PDF
    </text>
  ),
  archive: <path d="M12 4v2m0 2v2m0 2v2m-1.5 1.5h3v3h-3z" />,
  text: <path d="M9 12h6M9 15h6M9 18h4" />,
  code: <path d="M10.5 11.5l-2.5 3 2.5 3m3-6l2.5 3-2.5 3" />,
  other: null,
}

/** The kind of a file, as its labelled icon is named. */
const names: Record<FileKind, MessageDescriptor> = {
  image: msg({ message: 'Image', comment: 'a kind of file' }),
  video: msg({ message: 'Video', comment: 'a kind of file' }),
  audio: msg({ message: 'Audio', comment: 'a kind of file' }),
  pdf: msg({ message: 'PDF', comment: 'a kind of file' }),
  archive: msg({ message: 'Archive', comment: 'a kind of file: zip, tar…' }),
  text: msg({ message: 'Text', comment: 'a kind of file' }),
  code: msg({ message: 'Code', comment: 'a kind of file: source code' }),
  other: msg({ message: 'File', comment: 'a kind of file: any other' }),
}

/**
 * A small icon for a file by its MIME type or, failing that, its name's extension. Decorative
 * (hidden from assistive technology) unless `labelled`, when it is an image named by its kind.
 */
export function FileIcon({ type, name, labelled = false }: { type?: string; name?: string; labelled?: boolean }) {
  const { i18n } = useLingui()
  const kind = fileKind(type, name)
  return (
    <svg
      className="file-icon"
      style={{ color: `var(--kind-${kind})` }}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-kind={kind}
      {...(labelled ? { role: 'img', 'aria-label': i18n._(names[kind]) } : { 'aria-hidden': true, focusable: false })}
    >
      <path d="M6 2.8h8.2L18.5 7v14.2H6z" />
      <path d="M14 2.8V7.2h4.5" />
      {glyphs[kind]}
    </svg>
  )
}
