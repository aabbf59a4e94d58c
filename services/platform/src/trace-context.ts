// The trace a process is in, as the headers a call carries on (W3C traceparent and tracestate), for a call the
// instrumentations of telemetry.ts do not see: one another thread makes for this request (the gateway's render
// threads). Empty when tracing is off (no propagator is registered then).
import { context, propagation } from '@opentelemetry/api';

export function traceContextHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}
