/**
 * The time-of-day greeting (spec: before 12 morning, before 17 afternoon,
 * otherwise evening), shared by the dashboard and the try-free preview.
 */
export function greetingFor(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 17) return "Good afternoon";
  return "Good evening";
}
