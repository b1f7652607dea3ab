-- wrk's summary as one JSON line on standard output, for scripts/bench/measure.ts to read.
-- Latency percentiles are in microseconds; `status` counts answers of 400 and above.
done = function(summary, latency, requests)
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, summary.duration, summary.bytes,
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.status, summary.errors.timeout,
    latency:percentile(50), latency:percentile(99)))
end
