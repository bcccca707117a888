/**
 * 培训订单: the engine's list, detail and lifecycle (confirm → start → complete with each trainee's
 * result and score → close; cancel frees the seats); booking and editing a SUBMITTED order use the
 * page's own dialog, which picks the course's session and trainees from the personnel files.
 */
import { useState } from 'react';
import type { ResourceRecord } from '@/domain/engine';
import { trainingOrder } from '@/domain/desks/training';
import { ResourcePage } from '@/engine';
import { firstPageOf } from '@/engine/useFirstPage';
import BookingDialog from './BookingDialog';

export const preload = firstPageOf(trainingOrder);

export default function TrainingOrder() {
  const [editing, setEditing] = useState<{ record?: ResourceRecord } | undefined>();
  return (
    <>
      <ResourcePage resource={trainingOrder} onCreate={() => setEditing({})} onEdit={(record) => setEditing({ record })} />
      <BookingDialog open={Boolean(editing)} record={editing?.record} onClose={() => setEditing(undefined)} />
    </>
  );
}
