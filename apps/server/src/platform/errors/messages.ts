/**
 * Server-side messages, Spanish first (the product's default) and English.
 * Keys are the error codes and the validation message keys of packages/domain.
 * `{name}` placeholders are filled from the error's params.
 */
export const LANGUAGES = ["es", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

type Catalogue = Record<string, string>;

const es: Catalogue = {
  "validation.failed": "Datos no válidos",
  "validation.bad_query": "Filtro no válido: {reason}",
  "validation.payload_too_large": "La petición es demasiado grande (máximo {limit})",
  "validation.required": "Campo requerido",
  "validation.invalid_type": "Tipo de dato no válido",
  "validation.too_long": "Debe tener como máximo {maximum} caracteres",
  "validation.too_short": "Debe tener al menos {minimum} caracteres",
  "validation.too_big": "Debe ser como máximo {maximum}",
  "validation.too_small": "Debe ser como mínimo {minimum}",
  "validation.invalid_value": "Valor no permitido",
  "validation.unknown_field": "Campo desconocido",
  "validation.email": "Debe ser un correo válido",
  "validation.invalid": "Valor no válido",
  "globals.notUTF8Encoded": "El texto contiene caracteres no permitidos",
  "auth.password_too_short": "Contraseña debe ser de mas de 2 caracteres",
  "auth.unauthenticated": "Debes logearte primero",
  "auth.invalid_credentials": "Correo o contraseña incorrectos",
  "auth.too_many_attempts": "Demasiados intentos de acceso. Inténtalo de nuevo en {minutes} minutos",
  "auth.user_not_found": "Usuario no encontrado",
  "auth.reset_invalid": "El enlace para cambiar la contraseña no es válido o ha caducado",
  "auth.forbidden": "No tienes permisos para realizar esta acción",
  "auth.override_denied": "Ese usuario no tiene permiso para autorizar esta acción",
  "auth.tpv_not_found": "TPV no encontrado",
  "modules.not_contracted": "El módulo {module} no está contratado",
  "globals.not_found": "No encontrado",
  "globals.route_not_found": "Ruta no encontrada",
  "globals.conflict": "Ya existe un registro con ese valor",
  "globals.server_error": "Error en el servidor, pruebe mas tarde",
  "locals.not_found": "Subdominio no encontrado",
  "locals.disabled": "Local deshabilitado, contacte con soporte",
  "locals.maintenance": "Sistema en mantenimiento, puede tardar unos minutos",
  "files.too_large": "La imagen supera el límite de {limit}",
  "files.bad_type": "El archivo debe ser una imagen (PNG, JPEG, WebP, GIF o SVG)",
  "settings.image_upload_only": "Esta imagen se cambia subiendo un archivo",
  "settings.order_delays_max": "Como máximo 3 opciones de retraso",
  "settings.order_delays_duplicate": "Las opciones de retraso no pueden repetirse",
  "settings.min_above_max": "No puede ser menor que el mínimo",
  "settings.hours_overlap": "Los horarios de un mismo día no pueden solaparse",
  "validation.money": "Debe tener como máximo 2 decimales",
  "validation.time": "Hora no válida (HH:MM)",
  "validation.color": "Color no válido (#RRGGBB)",
  "validation.timezone": "Zona horaria no válida",
  "tpv.key_format": "Solo letras minúsculas, números, guion y guion bajo",
  "validation.positive": "Debe ser mayor que 0",
  "validation.decimals": "Debe tener como máximo 6 decimales",
  "validation.duplicate": "Hay elementos repetidos",
  "validation.unknown_reference": "No existe en este local o fue eliminado ({ids})",
  "categories.self_parent": "Una categoría no puede ser subcategoría de sí misma",
  "categories.cycle": "Una categoría no puede ir dentro de una de sus subcategorías",
  "categories.parent_is_subcategory": "Solo hay dos niveles: esa categoría ya es una subcategoría",
  "categories.has_subcategories": "La categoría tiene subcategorías: muévelas o elimínalas antes",
  "categories.has_products":
    "La categoría tiene {count} productos: muévelos a otra categoría antes de eliminarla",
  "categories.self_link": "Una categoría no puede enlazarse consigo misma",
  "modifiers.min_above_max": "El mínimo no puede ser mayor que el máximo",
  "modifiers.fewer_options_than_min": "Hay {count} opciones activas y el mínimo es {min}",
  "modifiers.cycle": "Un modificador no puede aparecer dentro de sus propias opciones",
  "options.min_above_max": "El mínimo de la opción no puede ser mayor que su máximo",
  "units.type_mismatch": "La unidad de referencia no es del tipo {type}",
  "units.incompatible": "{name}: no se puede pasar de {from} a {to}",
  "roles.in_use": "El rol está asignado a usuarios",
  "validation.url": "Debe ser una dirección que empiece por http:// o https://",
  "zones.too_many_tables": "Esta zona ya tiene el máximo de {max} mesas",
  "zones.has_tables": "La zona tiene {count} mesas: muévelas a otra zona o elimínalas antes",
  "tables.duplicate_name": "Ya hay una mesa con ese nombre en esta zona",
  "printers.host": "El host no es un nombre de equipo ni una dirección IP",
  "printers.port": "El puerto debe estar entre 1 y 65535",
  "printers.in_use": "La impresora la usa el cajón «{name}»: cámbialo de impresora o elimínalo antes",
  "printers.unreachable": "No se puede conectar con la impresora en {host}:{port} ({reason})",
  "printers.reason.timeout": "no responde en 2 s",
  "printers.reason.refused": "conexión rechazada",
  "printers.reason.unknown_host": "no se encuentra el equipo",
  "cashiers.pulse": "El pulso debe ser un número par entre 2 y 510 ms",
  "cashiers.virtual_printer": "El cajón está en una impresora virtual: no se puede abrir",
  "users.cannot_delete_self": "No puedes eliminar tu propio usuario",
  "mail.reset_subject": "Cambiar la contraseña de {local}",
  "mail.reset_body":
    "Hola {name}:\n\nPara elegir una nueva contraseña abre este enlace (caduca en {minutes} minutos y solo sirve una vez):\n{link}\n\nSi no lo has pedido tú, ignora este correo.",
};

const en: Catalogue = {
  "validation.failed": "Invalid data",
  "validation.bad_query": "Invalid filter: {reason}",
  "validation.payload_too_large": "The request is too large (maximum {limit})",
  "validation.required": "Required field",
  "validation.invalid_type": "Invalid data type",
  "validation.too_long": "Must be at most {maximum} characters",
  "validation.too_short": "Must be at least {minimum} characters",
  "validation.too_big": "Must be at most {maximum}",
  "validation.too_small": "Must be at least {minimum}",
  "validation.invalid_value": "Value not allowed",
  "validation.unknown_field": "Unknown field",
  "validation.email": "Must be a valid e-mail",
  "validation.invalid": "Invalid value",
  "globals.notUTF8Encoded": "The text contains characters that are not allowed",
  "auth.password_too_short": "Password must be longer than 2 characters",
  "auth.unauthenticated": "You must log in first",
  "auth.invalid_credentials": "Wrong e-mail or password",
  "auth.too_many_attempts": "Too many login attempts. Try again in {minutes} minutes",
  "auth.user_not_found": "User not found",
  "auth.reset_invalid": "The password reset link is invalid or has expired",
  "auth.forbidden": "You do not have permission to do this",
  "auth.override_denied": "That user is not allowed to authorise this action",
  "auth.tpv_not_found": "TPV not found",
  "modules.not_contracted": "The module {module} is not contracted",
  "globals.not_found": "Not found",
  "globals.route_not_found": "Route not found",
  "globals.conflict": "A record with that value already exists",
  "globals.server_error": "Server error, please try again later",
  "locals.not_found": "Subdomain not found",
  "locals.disabled": "Local disabled, contact support",
  "locals.maintenance": "System under maintenance, may take a few minutes",
  "files.too_large": "The image is over the {limit} limit",
  "files.bad_type": "The file must be an image (PNG, JPEG, WebP, GIF or SVG)",
  "settings.image_upload_only": "This image is changed by uploading a file",
  "settings.order_delays_max": "At most 3 delay options",
  "settings.order_delays_duplicate": "Delay options must not repeat",
  "settings.min_above_max": "Cannot be less than the minimum",
  "settings.hours_overlap": "Opening hours of one day must not overlap",
  "validation.money": "Must have at most 2 decimals",
  "validation.time": "Invalid time (HH:MM)",
  "validation.color": "Invalid colour (#RRGGBB)",
  "validation.timezone": "Invalid time zone",
  "tpv.key_format": "Only lowercase letters, digits, dash and underscore",
  "validation.positive": "Must be greater than 0",
  "validation.decimals": "Must have at most 6 decimals",
  "validation.duplicate": "There are repeated items",
  "validation.unknown_reference": "Does not exist in this local or was deleted ({ids})",
  "categories.self_parent": "A category cannot be its own subcategory",
  "categories.cycle": "A category cannot go inside one of its subcategories",
  "categories.parent_is_subcategory": "There are two levels only: that category is already a subcategory",
  "categories.has_subcategories": "The category has subcategories: move or delete them first",
  "categories.has_products":
    "The category has {count} products: move them to another category before deleting it",
  "categories.self_link": "A category cannot be linked to itself",
  "modifiers.min_above_max": "The minimum cannot be greater than the maximum",
  "modifiers.fewer_options_than_min": "There are {count} enabled options and the minimum is {min}",
  "modifiers.cycle": "A modifier cannot appear inside its own options",
  "options.min_above_max": "The option's minimum cannot be greater than its maximum",
  "units.type_mismatch": "The reference unit is not of type {type}",
  "units.incompatible": "{name}: cannot convert {from} to {to}",
  "roles.in_use": "The role is assigned to users",
  "validation.url": "Must be an address starting with http:// or https://",
  "zones.too_many_tables": "This zone already has the maximum of {max} tables",
  "zones.has_tables": "The zone has {count} tables: move them to another zone or delete them first",
  "tables.duplicate_name": "There is already a table with that name in this zone",
  "printers.host": "The host is neither a host name nor an IP address",
  "printers.port": "The port must be between 1 and 65535",
  "printers.in_use":
    "The cash drawer “{name}” uses this printer: move it to another printer or delete it first",
  "printers.unreachable": "Cannot connect to the printer at {host}:{port} ({reason})",
  "printers.reason.timeout": "no answer within 2 s",
  "printers.reason.refused": "connection refused",
  "printers.reason.unknown_host": "host not found",
  "cashiers.pulse": "The pulse must be an even number between 2 and 510 ms",
  "cashiers.virtual_printer": "The drawer is on a virtual printer: it cannot be opened",
  "users.cannot_delete_self": "You cannot delete your own user",
  "mail.reset_subject": "Change your {local} password",
  "mail.reset_body":
    "Hello {name},\n\nTo choose a new password open this link (it expires in {minutes} minutes and works once):\n{link}\n\nIf you did not ask for it, ignore this e-mail.",
};

const catalogues: Record<Language, Catalogue> = { es, en };

export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  const template = catalogues[language][key] ?? catalogues.es[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** Picks es or en from an Accept-Language header; anything else falls back to es. */
export function languageFrom(header: string | undefined): Language {
  if (!header) return "es";
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase().slice(0, 2);
    if (tag === "es" || tag === "en") return tag;
  }
  return "es";
}
