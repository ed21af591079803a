import * as v from 'valibot';

export const REPRESENTATION_TYPES = ['sole_administrator', 'joint_administrator', 'legal_representative'] as const;
export const representationTypeSchema = v.picklist(REPRESENTATION_TYPES);
export type RepresentationType = v.InferOutput<typeof representationTypeSchema>;

/** Partners holding more than this share must be identified (spec sections 5 and 9). */
export const SIGNIFICANT_PARTNER_SHARE = 25;
