import type { downloadAssessmentCall } from '@faith-shield/contract/risk/download-assessment';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** 'Download assessment': the PDF, base64 in the answer. */
export const downloadAssessment = () => callApi<typeof downloadAssessmentCall>('download_assessment', {});

export const useDownloadAssessment = () => useMutation({ mutationFn: downloadAssessment });
