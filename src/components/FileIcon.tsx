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

/**
 * A small icon for a file by its MIME type or, failing that, its name's extension. Decorative
 * (hidden from assistive technology): the file's name stands beside it.
 */
export function FileIcon({ type, name }: { type?: string; name?: string }) {
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
      aria-hidden
      focusable={false}
    >
      <path d="M6 2.8h8.2L18.5 7v14.2H6z" />
      <path d="M14 2.8V7.2h4.5" />
      {glyphs[kind]}
    </svg>
  )
}
