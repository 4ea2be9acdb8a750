import type { incidentPdfCall } from '@faith-shield/contract/incidents/incident-pdf';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 03 §3: POST incident_pdf. A link to the PDF, good for 15 minutes without the token. */
export const incidentPdf = async (id: string) =>
  dataOf(await callApi<typeof incidentPdfCall>('incident_pdf', { id }));

export const useIncidentPdf = () => useMutation({ mutationFn: incidentPdf });
