/** Overview Location Relasi shows its errors for 2 seconds (spec part 1 section 8). */
export const LOCATION_SNACKBAR = { duration: 2000 };
