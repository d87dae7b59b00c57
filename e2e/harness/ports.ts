export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_CONTROL_PORT = Number(process.env.E2E_CONTROL_PORT ?? 4174);
export const E2E_PASSWORD = 'e2e-sifre-123';
