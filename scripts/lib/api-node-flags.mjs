// How Node runs the api server (pnpm start, the bench's extra nodes). A 32 MiB young
// generation (Node's default is 16 MiB on 64-bit): a test start or submit allocates a few
// hundred kB of short-lived objects (query trees, rows, JSON), and with the default the
// scavenger ran often enough to take about a tenth of the api's time under load; measured on
// the practice bench, median of three 20-s runs: 82 → 92 tests/s (decision 0013 addendum).
export const API_NODE_FLAGS = ['--conditions=production', '--max-semi-space-size=32'];
