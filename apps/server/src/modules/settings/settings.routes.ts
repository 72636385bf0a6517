import {
  IMAGE_SETTINGS,
  SETTINGS_GROUPS,
  type SettingsGroup,
  type SettingsPatch,
  settingsPatchSchemas,
  touchKeyboardBodySchema,
} from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { readUpload } from "../../platform/files/files.routes";
import { ok } from "../../platform/http/envelope";
import type { SettingsService } from "./settings.service";

/** Refuses (throws a field error) a group's patch that names what the local does not have. */
export type SettingsCheck<G extends SettingsGroup> = (
  localId: number,
  patch: SettingsPatch<G>,
) => Promise<void>;
export type SettingsChecks = { [G in SettingsGroup]?: SettingsCheck<G> };

/**
 * One GET and one PUT per group rather than a `:group` parameter, so that each group's
 * body is validated and documented with its own schema; an unknown group is a 404.
 * Bodies are not passed through dropEmptyValues: "" is how a text setting is cleared.
 * A group whose values name rows of another area (stock's warehouse) gets that area's check,
 * wired in the composition root, so settings stays ignorant of the other areas' tables.
 */
export function registerSettingsRoutes(
  app: FastifyInstance,
  settings: SettingsService,
  checks: SettingsChecks = {},
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["settings"];

  r.get(
    "/api/v1/settings/global/language",
    {
      schema: { tags },
      // Read before login, and by the maintenance page, which must speak the local's language.
      config: { maintenanceExempt: true },
    },
    async (request) => ok({ language: (await settings.get(request.local.id, "global")).language }),
  );

  r.get(
    "/api/v1/settings/global/touch_keyboard",
    // The login screen shows the toggle's state and attaches the keyboard before anyone signs in.
    { schema: { tags } },
    async (request) =>
      ok({ use_touch_keyboard: (await settings.get(request.local.id, "global")).use_touch_keyboard }),
  );

  r.post(
    "/api/v1/settings/update_touch_keyboard_login",
    {
      schema: { tags, body: touchKeyboardBodySchema },
      // The local's default for its devices, changed like any other setting (settings.update in
      // ROUTE_ACCESS): the login screen's toggle changes only its own device, in the browser.
    },
    async (request) => {
      const value = request.body.use_touch_keyboard;
      const global = await settings.update(request.local.id, "global", {
        use_touch_keyboard: value === true || value === "true",
      });
      return ok({ use_touch_keyboard: global.use_touch_keyboard });
    },
  );

  for (const group of SETTINGS_GROUPS) {
    const path = `/api/v1/settings/${group}`;
    // Every till needs the configuration to work (currency, tickets, delays), so any signed-in
    // user of the local reads it; changing it needs settings.update.
    r.get(path, { schema: { tags } }, async (request) => ok(await settings.get(request.local.id, group)));
    r.put(path, { schema: { tags, body: settingsPatchSchemas[group] } }, async (request) => {
      const check = checks[group] as SettingsCheck<typeof group> | undefined;
      await check?.(request.local.id, request.body);
      return ok(await settings.update(request.local.id, group, request.body));
    });
  }

  for (const image of IMAGE_SETTINGS) {
    const path = `/api/v1/settings/${image.group}/images/${image.field}`;
    r.put(
      path,
      {
        schema: { tags, description: "multipart/form-data with one image file" },
      },
      async (request) => {
        const data = await readUpload(request, image.field, image.maxBytes);
        return ok(await settings.setImage(request.local.id, image, data));
      },
    );
    r.delete(path, { schema: { tags } }, async (request) =>
      ok(await settings.removeImage(request.local.id, image)),
    );
  }
}
