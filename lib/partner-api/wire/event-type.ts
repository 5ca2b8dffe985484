// An event type is "<entity_type>.<event>" in lower case (project.create, daily-log.update): the rule the sandbox
// applies to the deliveries filter and the console checks before sending. Imported by the contract, so no imports.
export const EVENT_TYPE_PATTERN = /^[a-z][a-z-]*\.[a-z][a-z-]*$/;

export const isEventType = (text: string) => EVENT_TYPE_PATTERN.test(text);
