/** The reflection period right as the contract states it (Regulation (EU) 2020/1503, Art. 22; spec section 9). */
export const REFLECTION_PERIOD_DAYS_TEXT = {
  es: 'Periodo de reflexión: durante 4 días naturales desde la orden puedes revocarla sin indicar motivo y sin penalización (art. 22 del Reglamento (UE) 2020/1503); se te devolverá todo lo pagado.',
  en: 'Reflection period: for 4 calendar days from the order you may revoke it without giving a reason and without penalty (Art. 22 of Regulation (EU) 2020/1503); everything paid is returned to you.',
} as const;
