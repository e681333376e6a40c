import { isReason, TERMINAL_REFUSALS, terminalRoutes } from '@gpucloud/contracts';
import { call } from '../../api/call';
import { ApiError } from '../../api/errors';
import { type Ticket, TicketRefused } from './connection';

/** A fresh single-use ticket for a terminal on the instance; a refusal the page explains is a TicketRefused. */
export async function askTicket(instanceId: number): Promise<Ticket> {
  try {
    return await call(terminalRoutes.ticket, { instance_id: instanceId });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (isReason(error.reason, TERMINAL_REFUSALS.notRunning)) throw new TicketRefused('notRunning');
    if (isReason(error.reason, TERMINAL_REFUSALS.needsEngine)) throw new TicketRefused('needsEngine');
    throw Object.assign(new TicketRefused('refused'), { message: error.reason });
  }
}
