/**
 * Preloaded into a serve.ts process by gc-probe.mjs (SURVIVORS=1): where the objects that
 * outlive a young-generation collection were allocated.
 *
 * Why: gc-probe's promoted bytes say how much a read keeps past its young collections (the
 * more, the longer each pause, and the pauses are what a p99 at 20 connections feels), not
 * what. V8's sampling heap profiler can leave out the objects that young collections
 * freed (includeObjectsCollectedByMinorGC: false) while keeping the ones that died later in
 * a full collection, which leaves the survivors. A young collection is forced just before
 * the profile is taken, or everything allocated since the last one would count too.
 *
 * ALL_ALLOCATIONS=1 keeps what young collections freed too: where the read allocates.
 *
 * The first SIGUSR2 starts sampling; the second forces that collection and writes the
 * profile to $SURVIVORS_FILE (Chrome DevTools opens it; gc-probe prints its top lines).
 */
const inspector = require('node:inspector');
const { writeFileSync } = require('node:fs');
const { setFlagsFromString } = require('node:v8');
const { runInNewContext } = require('node:vm');

const session = new inspector.Session();
session.connect();
let sampling = false;

process.on('SIGUSR2', () => {
  if (!sampling) {
    sampling = true;
    session.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: process.env.ALL_ALLOCATIONS === '1',
    });
    return;
  }
  sampling = false;
  setFlagsFromString('--expose-gc');
  runInNewContext('gc')({ type: 'minor' });
  session.post('HeapProfiler.stopSampling', (error, result) => {
    if (error) console.error('survivor sampling failed:', error);
    else writeFileSync(process.env.SURVIVORS_FILE, JSON.stringify(result.profile));
    console.log('SURVIVORS WRITTEN');
  });
});
