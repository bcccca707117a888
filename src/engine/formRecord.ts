/**
 * The record a form edits (none while creating), for an input whose choices depend on the record's own
 * fields that the edit form does not show (a node condition's fields follow the business type, fixed
 * once created).
 */
import { createContext, useContext } from 'react';
import type { ResourceRecord } from '@/domain/engine';

export const FormRecord = createContext<ResourceRecord | undefined>(undefined);

export const useFormRecord = () => useContext(FormRecord);
