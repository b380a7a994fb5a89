/** The words beside the stars (spec §4); anything under 2, including no rating yet, needs improvement. */
export function ratingLabel(rating: number): string {
  if (rating >= 5) return "Excellent!";
  if (rating >= 4) return "Great!";
  if (rating >= 3) return "Good";
  if (rating >= 2) return "Fair";
  return "Needs Improvement";
}
