// Runs before the app's code. zod would otherwise try `new Function` once, when the first form schema is
// built, to decide whether to compile its parsers; the CSP (no 'unsafe-eval') refuses it, zod falls back to
// the interpreter, but the browser reports a violation on every page with a form. Small forms need no
// compiled parsers. This is the object `z.config()` writes to (zod 4 keeps it on globalThis); importing zod
// here would put ~15 KB of it into every page's main bundle instead. tests/e2e/security-headers.spec.ts fails
// if the probe comes back.
const zodConfig = ((globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig ??= {})
zodConfig.jitless = true
