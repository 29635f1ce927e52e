#include "diagram/webpencoder.h"

#include "diagram/diagramtext.h"

#include <webp/encode.h>
#include <webp/mux.h>

#include <memory>

namespace cd {

namespace {

// Lossless effort 0..9: 1 keeps a seven-frame 600 px animation near the GIF's time.
constexpr int kLosslessLevel = 1;

struct EncoderDeleter {
    void operator()(WebPAnimEncoder* e) const { WebPAnimEncoderDelete(e); }
};

// A frame as the encoder reads it; freed when it goes out of scope.
class Picture {
public:
    Picture() { WebPPictureInit(&m_picture); }
    ~Picture() { WebPPictureFree(&m_picture); }
    Picture(const Picture&) = delete;
    Picture& operator=(const Picture&) = delete;
    bool load(const QImage& image)
    {
        const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888);
        m_picture.use_argb = 1;
        m_picture.width = rgba.width();
        m_picture.height = rgba.height();
        return WebPPictureImportRGBA(&m_picture, rgba.constBits(),
                                     static_cast<int>(rgba.bytesPerLine())) != 0;
    }
    WebPPicture* get() { return &m_picture; }

private:
    WebPPicture m_picture{};
};

} // namespace

QByteArray encodeWebP(const std::vector<QImage>& frames, int delayMs, int loop, QString* error)
{
    if (frames.empty()) {
        *error = tr("no frames of one size to encode");
        return {};
    }
    const QSize size = frames.front().size();
    WebPAnimEncoderOptions options;
    WebPConfig config;
    if (!WebPAnimEncoderOptionsInit(&options) || !WebPConfigInit(&config) ||
        !WebPConfigLosslessPreset(&config, kLosslessLevel)) {
        *error = tr("WebP encoder: the library does not match its headers");
        return {};
    }
    options.anim_params.loop_count = loop;
    // No key frames after the first (they only help seeking): each would be stored whole.
    options.kmin = 0;
    options.kmax = 0;
    options.anim_params.bgcolor = 0x00ffffff; // transparent white
    const std::unique_ptr<WebPAnimEncoder, EncoderDeleter> encoder(
        WebPAnimEncoderNew(size.width(), size.height(), &options));
    const auto fail = [&] {
        *error = tr("WebP encoder: %1")
                     .arg(encoder ? QString::fromUtf8(WebPAnimEncoderGetError(encoder.get()))
                                  : tr("out of memory"));
        return QByteArray();
    };
    if (!encoder)
        return fail();
    int timestamp = 0;
    for (const QImage& frame : frames) {
        if (frame.size() != size) {
            *error = tr("no frames of one size to encode");
            return {};
        }
        Picture picture;
        if (!picture.load(frame) ||
            !WebPAnimEncoderAdd(encoder.get(), picture.get(), timestamp, &config))
            return fail();
        timestamp += delayMs;
    }
    if (!WebPAnimEncoderAdd(encoder.get(), nullptr, timestamp, nullptr))
        return fail();
    WebPData data;
    WebPDataInit(&data);
    if (!WebPAnimEncoderAssemble(encoder.get(), &data))
        return fail();
    QByteArray bytes(reinterpret_cast<const char*>(data.bytes), static_cast<qsizetype>(data.size));
    WebPDataClear(&data);
    return bytes;
}

} // namespace cd
