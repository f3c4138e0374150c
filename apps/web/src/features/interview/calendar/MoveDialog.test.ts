import { interviewRescheduleSchema, type InterviewDetail } from '@bole/domain';
import { describe, expect, it } from 'vitest';
import { rescheduleBody, whenText } from './MoveDialog';

const detail = {
  id: 5,
  round: 2,
  durationMinutes: 45,
  form: 1,
  meetingRoomId: 7,
  address: null,
  meetingUrl: 'https://meeting.example.com/r/123',
  interviewers: [
    { id: 11, name: '陈思琪', isLead: false },
    { id: 12, name: '王建国', isLead: true },
  ],
  leadId: 12,
  contactId: 11,
  registrationForm: true,
  evaluationTemplateId: 3,
} as unknown as InterviewDetail;

describe('drag to reschedule', () => {
  it('keeps everything of the interview but its time and room, and the server schema takes it', () => {
    const body = rescheduleBody(detail, { startAt: '2026-03-04T14:00:00+08:00', roomId: 9 }, { notifyCandidate: true, notifyInterviewers: false, reason: '  面试官出差 ' });
    expect(body).toEqual({
      round: 2,
      startAt: '2026-03-04T14:00:00+08:00',
      durationMinutes: 45,
      form: 1,
      meetingRoomId: 9,
      address: undefined,
      meetingUrl: 'https://meeting.example.com/r/123',
      interviewerIds: [11, 12],
      leadId: 12,
      contactId: 11,
      registrationForm: true,
      evaluationTemplateId: 3,
      notifyCandidate: true,
      notifyInterviewers: false,
      reason: '面试官出差',
    });
    expect(interviewRescheduleSchema.safeParse(body).success).toBe(true);
    expect(rescheduleBody(detail, { startAt: '2026-03-04T14:00:00+08:00', roomId: null }, { notifyCandidate: false, notifyInterviewers: false, reason: '' })).toMatchObject({ meetingRoomId: null, reason: undefined });
  });

  it('names the new time in China time', () => {
    expect(whenText('2026-03-04T06:00:00.000Z', '2026-03-04T07:00:00.000Z')).toBe('3月4日 周三 14:00-15:00');
  });
});
