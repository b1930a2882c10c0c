// Time the remark plugin spends per phase, summed over the build, so `npm run bench` can report the share of
// typing (twoslash) in a cold build. Kept on globalThis: the config and the MDX loader may load this module
// through different module instances, and the figures must meet in one place.

export interface CodeBlockTiming {
  pages: number;
  blocks: number;
  /** Laying out page projects, GraphQL checks, the language service and twoslash queries. */
  typingMs: number;
  /** CPU time of the same, in the typing worker; undefined where the system does not say. */
  typingCpuMs?: number;
  /** Shiki tokenising and rendering the markup (popups included). */
  highlightingMs: number;
}

const KEY = Symbol.for('baeta.code-blocks.timing');

export function codeBlockTiming(): CodeBlockTiming {
  const store = globalThis as { [KEY]?: CodeBlockTiming };
  store[KEY] ??= { pages: 0, blocks: 0, typingMs: 0, highlightingMs: 0 };
  return store[KEY];
}

/** Runs `work`, adding its duration to one phase. */
export function timed<T>(phase: 'typingMs' | 'highlightingMs', work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    codeBlockTiming()[phase] += performance.now() - start;
  }
}

/** The build log line bench.mjs reads; undefined when nothing was compiled (a warm build from cache). */
export function timingSummary(): string | undefined {
  const { pages, blocks, typingMs, typingCpuMs, highlightingMs } = codeBlockTiming();
  if (blocks === 0) return undefined;
  const s = (ms: number) => (ms / 1000).toFixed(1);
  const cpu = typingCpuMs === undefined ? '' : ` (${s(typingCpuMs)} s of CPU)`;
  return `[code-blocks] Highlighted ${blocks} blocks on ${pages} pages: typing ${s(typingMs)} s${cpu}, highlighting ${s(highlightingMs)} s.`;
}
