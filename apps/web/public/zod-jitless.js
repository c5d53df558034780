// zod probes whether it may compile validators with `new Function` as soon as a
// schema is built; the server's Content-Security-Policy (script-src 'self', no
// 'unsafe-eval') reports that probe as a violation. This classic script runs
// before the console's modules build their schemas: validate without compiling.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
