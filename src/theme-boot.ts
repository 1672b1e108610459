// Imported first by main.tsx: the remembered theme is on <html> before React renders anything.
// A module, not an inline script, because the Content-Security-Policy forbids inline script.
import { applyTheme, readTheme } from './lib/theme'

applyTheme(readTheme())
