import { type FiscalConfigView, MAX_CERTIFICATE_BYTES } from "@comanda/domain";
import { Button, Card, FileButton, Group, Input, Stack, Text, Title } from "@mantine/core";
import { IconCertificate, IconUpload } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { PasswordField } from "../../../ui/form/PasswordField";
import { useForm } from "../../../ui/form/useForm";
import { CERTIFICATE_ACCEPT, certificateFileError } from "../certificate-file";
import { useUploadCertificate } from "../fiscal-api";
import { useLocalFormats } from "../use-local-formats";

interface CertificateValues {
  certificate: File | null;
  password: string;
}

const EMPTY: CertificateValues = { certificate: null, password: "" };

const validate = (values: CertificateValues) =>
  values.certificate === null ? { certificate: "fiscal.certificate.required" } : {};

export interface CertificateUploadProps {
  stored: FiscalConfigView;
  canEdit: boolean;
}

/**
 * The local's electronic certificate (PKCS#12), with which the server signs its connection to
 * the tax agency. It is checked with its password on upload; only its holder and expiry are
 * shown back.
 */
export function CertificateUpload({ stored, canEdit }: CertificateUploadProps) {
  const { t } = useTranslation();
  const { dateTime } = useLocalFormats();
  const upload = useUploadCertificate();
  const form = useForm<CertificateValues>({ initialValues: EMPTY, validate });
  const [fileError, setFileError] = useState<string | undefined>();
  const chosen = form.values.certificate;
  const isExpired =
    stored.certificate_expires_at !== null && Date.parse(stored.certificate_expires_at) < Date.now();

  function handleChoose(file: File | null) {
    if (!file) return;
    const error = certificateFileError(file);
    setFileError(error && t(error, { max: MAX_CERTIFICATE_BYTES / 1024 }));
    form.setValue("certificate", error ? null : file);
  }

  async function handleUpload({ certificate, password }: CertificateValues) {
    if (!certificate) return;
    try {
      await upload.mutateAsync({ file: certificate, password });
      notify(t("fiscal.certificate.saved"), "success");
      form.setValue("certificate", null);
      form.setValue("password", "");
    } catch (error) {
      form.showApiErrors(error);
    }
  }

  return (
    <Card withBorder padding="md">
      <Stack gap="md">
        <Group gap="sm">
          <IconCertificate aria-hidden size={24} />
          <Title order={2} size="h4">
            {t("fiscal.certificate.title")}
          </Title>
        </Group>
        {stored.has_certificate ? (
          <Stack gap={4} data-testid="fiscal-certificate">
            <Text>{t("fiscal.certificate.subject", { subject: stored.certificate_subject ?? "—" })}</Text>
            {stored.certificate_expires_at && (
              <Text fw={isExpired ? 700 : undefined} c={isExpired ? "red.9" : undefined}>
                {t(isExpired ? "fiscal.certificate.expired" : "fiscal.certificate.expires", {
                  date: dateTime(stored.certificate_expires_at),
                })}
              </Text>
            )}
          </Stack>
        ) : (
          <Text>{t("fiscal.certificate.none")}</Text>
        )}
        {canEdit &&
          (stored.id === null ? (
            <Text c="dimmed">{t("fiscal.certificate.saveFirst")}</Text>
          ) : (
            <form onSubmit={(event: FormEvent) => form.onSubmit(handleUpload)(event)} noValidate>
              <Stack gap="md">
                <Input.Wrapper
                  label={t("fiscal.certificate.file")}
                  // A div: a <label> pointing at the button would replace its own name.
                  labelElement="div"
                  size="lg"
                  description={t("fiscal.certificate.fileHint", { max: MAX_CERTIFICATE_BYTES / 1024 })}
                  error={fileError ?? form.errorOf("certificate")}
                  inputWrapperOrder={["label", "description", "input", "error"]}
                >
                  <Group gap="md" mt={4} wrap="wrap">
                    <FileButton onChange={handleChoose} accept={CERTIFICATE_ACCEPT}>
                      {(props) => (
                        <Button
                          {...props}
                          size="lg"
                          variant="light"
                          leftSection={<IconUpload aria-hidden size={18} />}
                        >
                          {t(chosen ? "fiscal.certificate.change" : "fiscal.certificate.choose")}
                        </Button>
                      )}
                    </FileButton>
                    {chosen && <Text fw={600}>{chosen.name}</Text>}
                  </Group>
                </Input.Wrapper>
                <PasswordField
                  label={t("fiscal.certificate.password")}
                  autoComplete="off"
                  maxLength={200}
                  {...form.field("password")}
                />
                <Group justify="flex-end">
                  <Button type="submit" size="lg" loading={upload.isPending}>
                    {t(stored.has_certificate ? "fiscal.certificate.replace" : "fiscal.certificate.upload")}
                  </Button>
                </Group>
              </Stack>
            </form>
          ))}
      </Stack>
    </Card>
  );
}
