export type FileKind = 'image' | 'video' | 'audio' | 'pdf' | 'archive' | 'text' | 'code' | 'other'

const byExtension: Record<string, FileKind> = {}
const add = (kind: FileKind, extensions: string) => extensions.split(' ').forEach((e) => (byExtension[e] = kind))
add('image', 'png jpg jpeg gif webp avif svg bmp tif tiff heic heif ico')
add('video', 'mp4 m4v mov webm mkv avi wmv mpg mpeg')
add('audio', 'mp3 wav flac ogg oga opus m4a aac wma')
add('pdf', 'pdf')
add('archive', 'zip tar gz tgz bz2 xz 7z rar zst jar')
add('text', 'txt md rtf csv tsv log doc docx odt')
add('code', 'js mjs cjs ts tsx jsx json html htm css scss xml yaml yml toml py rb go rs java kt c h cpp hpp cs php sh sql')

const archiveTypes =
  /^application\/(zip|x-zip-compressed|gzip|x-gzip|x-tar|x-7z-compressed|x-rar-compressed|vnd\.rar|x-bzip2|x-xz|zstd)$/
const codeTypes = /^(application\/(json|javascript|xml|x-sh|sql|typescript)|text\/(html|css|javascript|xml|x-[\w+-]+))$/

/**
 * What a file is, for its icon: by MIME type when it says, else by the name's extension. Either
 * may come from a server or a file system, so both are only matched, never trusted further.
 */
export function fileKind(type: string | undefined, name = ''): FileKind {
  const mime = (type ?? '').toLowerCase().split(';')[0]!.trim()
  if (mime === 'application/pdf') return 'pdf'
  if (archiveTypes.test(mime)) return 'archive'
  if (codeTypes.test(mime)) return 'code'
  if (mime.startsWith('image/')) return 'image'
  if (mime.startsWith('video/')) return 'video'
  if (mime.startsWith('audio/')) return 'audio'
  if (mime.startsWith('text/')) {
    const fromName = byExtension[extensionOf(name)]
    return fromName === 'code' ? 'code' : 'text'
  }
  return byExtension[extensionOf(name)] ?? 'other'
}

function extensionOf(name: string) {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}
