// V8 settings for the build's JIT, set by docusaurus.config.ts before the build starts its worker threads.
//
// A cold build runs a lot of JavaScript a few times each, in seven V8 isolates on two cores: TypeDoc and the
// MDX compiler on the main thread, the TypeScript checker typing samples, the card, twin and SSG workers.
// With V8's defaults, TurboFan optimized thousands of functions that ran only briefly afterwards, and its
// compiler threads took about a fifth of the build's CPU. Optimizing later (a larger interrupt budget, the
// default is 67584) and inlining less cut a cold build's time by 5 to 10%. Pairs of cold builds run back to
// back on the 2-core machine, without and with such flags on node's command line, took 95/80, 96/90 and
// 101/86 s (half these values: 270336 and 300), and 113/104 and 101/93 s (these values); set from the config
// as here, 96/90 s. The machine was slow that day; its speed varies, the differences within a pair held.
//
// node refuses these flags in NODE_OPTIONS (and so in .npmrc's node-options, which sets the semi-space), so
// they are set from the config, for every way of running Docusaurus. They change when V8 optimizes a
// function, never what it computes.
import { setFlagsFromString } from 'node:v8';

export const JIT_FLAGS = ['--interrupt-budget=540672', '--max-inlined-bytecode-size-cumulative=150'];

export function tuneJit() {
  for (const flag of JIT_FLAGS) setFlagsFromString(flag);
}
