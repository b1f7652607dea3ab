/**
 * The name the site speaks under, in every page title. A module of its own, so the script every page loads carries
 * the name without the rest of the dealership's details (domain/content/dealership.ts).
 */
export const DEALERSHIP_NAME = 'Territorio';
