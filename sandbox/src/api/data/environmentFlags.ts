
/** GET /api/env: the factoring branch with all registry tabs (spec §4 "Registry category tabs by environment flags"). */
export const ENVIRONMENT_FLAGS: Record<string, string | boolean> = {
  BRANCH: 'factoring',
  IS_CHECH_SUPPLY: true,
  IS_CHECH_AGENT: true,
  IS_CHECH_FINANCING: true,
  SHOW_REGISTRY_DETAIL: true,
  IS_VERIFICATION: false,
  IS_PRINCIPAL: true,
};
