// Turbopack looks for instrumentation.ts at its root (the repository's, which has the site's own)
// when the app has none; this empty one keeps the site's server start-up out of the bare app.
export function register() {}
