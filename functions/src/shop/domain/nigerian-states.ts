/** Nigeria's 36 states and the Federal Capital Territory, as customers pick them and admins price delivery to them. */
export const nigerianStates = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta', 'Ebonyi', 'Edo',
  'Ekiti', 'Enugu', 'FCT (Abuja)', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos',
  'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara',
] as const;

const capitalTerritory = new Set(['fct', 'fct (abuja)', 'abuja', 'fct abuja', 'federal capital territory']);

/**
 * The key a state's delivery fee is stored under: its name lower-cased, and `fct` for the capital territory
 * however it was written ('Abuja', 'FCT (Abuja)'), so a typed address finds the admin's fee.
 */
export function stateKey(state: string): string {
  const key = state.trim().toLowerCase().replace(/\s+/g, ' ').replace(/ state$/, '');
  return capitalTerritory.has(key) ? 'fct' : key;
}

/** Every state's key, in the order of `nigerianStates`. */
export const nigerianStateKeys: readonly string[] = nigerianStates.map(stateKey);
