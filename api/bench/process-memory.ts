// What a benchmarked server process holds: its resident memory now and at its peak, read from
// Linux's /proc, so a figure is that process's alone (the API's or the gateway's), not the bench's.
import { readFileSync } from 'node:fs';

/** A process's resident memory now and at its peak (VmRSS, VmHWM), in MB; null where /proc is not. */
export function residentMemory(pid: number): { nowMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field: string) =>
      Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024);
    return { nowMb: mb('VmRSS'), peakMb: mb('VmHWM') };
  } catch {
    return null;
  }
}
