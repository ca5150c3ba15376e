/** Every function runs here, beside Firestore and Storage (see README, "Deploying"). */
export const FUNCTIONS_REGION = 'southamerica-east1';
