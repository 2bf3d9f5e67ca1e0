#include <core/catalog/catalogimporter.h>
#include <core/session/viewlink.h>

#include <QtTest>

using core::ViewLink;

// gpuscout:view links: what they carry, that they read back as written, and every refusal.
class TestViewLink final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void carriesTheWholeView();
    void roundTripIsStable_data();
    void roundTripIsStable();
    void aShortLinkTakesTheModelsDefaults();
    void aDeadlineAtADateStaysThatMoment();
    void delimitersAndScriptsSurviveInValues();
    void unknownKeysAreIgnored();
    void acceptsTheAuthorityForm();
    void refusesBadLinks_data();
    void refusesBadLinks();

private:
    ViewLink parsed(const QString &text) const;

    core::Catalog m_catalog;
};

void TestViewLink::initTestCase()
{
    auto catalog = core::CatalogImporter::bundled();
    QVERIFY(catalog.hasValue());
    m_catalog = std::move(catalog).value();
}

ViewLink TestViewLink::parsed(const QString &text) const
{
    const core::Expected<ViewLink> link = ViewLink::parse(text, m_catalog);
    if (!link)
        qWarning("%s", qPrintable(link.error()));
    return link ? *link : ViewLink();
}

void TestViewLink::carriesTheWholeView()
{
    ViewLink link;
    core::Workload &w = link.workload;
    w.model = QStringLiteral("flux1-dev");
    w.task = core::Task::Lora;
    w.config.width = 768;
    w.config.height = 1344;
    w.config.steps = 28;
    w.config.batch = 2;
    w.config.frames = 49;
    w.config.precision = core::Precision::Bf16;
    w.config.stack = QStringLiteral("comfyui");
    w.sessionsPerMonth = 13;
    w.sessionMinutes = 45.5;
    w.maxWaitS = 15;
    w.images = 50000;
    w.deadlineHours = 72.25;
    w.trainSteps = 1500;
    w.trainHours = 2;
    w.gradientCheckpointing = true;
    w.optimizer = core::Optimizer::AdamW8bit;
    w.offloadTextEncoders = false;
    w.fp8TextEncoders = true;
    w.allowSpot = true;
    w.budgetUsd = 120;
    w.region = QStringLiteral("eu-west");
    link.filters.search = QStringLiteral("h100");
    link.filters.minimum.insert(QStringLiteral("vram_gb"), 24);
    link.filters.maximum.insert(QStringLiteral("usd_per_hour"), 1.5);
    link.filters.flags = {QStringLiteral("fits"), QStringLiteral("shortlisted")};
    link.filters.lists.insert(QStringLiteral("provider"),
                              {QStringLiteral("runpod"), QStringLiteral("vast-ai")});
    link.filters.lists.insert(QStringLiteral("billing"),
                              {QStringLiteral("minute"), QStringLiteral("second")});
    link.sortColumn = QStringLiteral("total_cost_usd");
    link.sortOrder = Qt::DescendingOrder;
    link.columns = QStringList{QStringLiteral("shortlisted"), QStringLiteral("provider_name"),
                               QStringLiteral("gpu_name"), QStringLiteral("total_cost_usd")};

    const QString text = link.toString();
    QVERIFY2(text.startsWith(QLatin1String("gpuscout:view?v=1&task=lora&model=flux1-dev&")),
             qPrintable(text));
    const ViewLink back = parsed(text);
    const core::Workload &b = back.workload;
    QCOMPARE(b.toJson(), w.toJson()); // every field of the workload
    QCOMPARE(back.filters, link.filters);
    QCOMPARE(back.sortColumn, link.sortColumn);
    QCOMPARE(back.sortOrder, Qt::DescendingOrder);
    QCOMPARE(back.columns, link.columns);
    QCOMPARE(back.toString(), text);
}

void TestViewLink::roundTripIsStable_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("batch by Friday")
        << "gpuscout:view?v=1&task=batch&model=sdxl&images=50000&deadline-hours=72&spot=1";
    QTest::newRow("interactive evenings")
        << "gpuscout:view?v=1&task=interactive&model=sdxl&sessions-per-month=13"
           "&session-minutes=60&max-wait=15&f.fits=1&sort=total_cost_usd&order=asc";
    QTest::newRow("lora for two hours")
        << "gpuscout:view?v=1&task=lora&model=sdxl&training-hours=2&gradient-checkpointing=1"
           "&optimizer=adamw8bit&cols=provider_name,gpu_name,total_cost_usd";
    QTest::newRow("keys in any order, lists unsorted")
        << "gpuscout:view?model=sd15&f.gpu=rtx-4090,l4,l4&task=batch&v=1&f.spot_price=0"
           "&f.vram_gb.min=16.0&budget=10.50";
    QTest::newRow("video frames") << "gpuscout:view?v=1&task=batch&model=wan21-t2v-1.3b";
}

void TestViewLink::roundTripIsStable()
{
    QFETCH(QString, text);
    const ViewLink first = parsed(text);
    const QString built = first.toString();
    const ViewLink second = parsed(built);
    QCOMPARE(second.toString(), built);
    QCOMPARE(second.workload.toJson(), first.workload.toJson());
    QCOMPARE(second.filters, first.filters);
}

void TestViewLink::aDeadlineAtADateStaysThatMoment()
{
    // Friday 17:00 in Karachi (UTC+5) is 12:00 UTC, whenever and wherever the link is opened.
    const ViewLink link = parsed(QStringLiteral("gpuscout:view?v=1&task=batch&model=sdxl&images="
                                                "50000&deadline=2026-12-04T17:00:00%2B05:00"));
    const QDateTime friday(QDate(2026, 12, 4), QTime(12, 0), Qt::UTC);
    QCOMPARE(link.workload.deadlineAt, std::optional<QDateTime>(friday));
    QVERIFY(!link.workload.deadlineHours);
    QVERIFY(link.toString().contains(QLatin1String("&deadline=2026-12-04T12%3A00%3A00Z")));
    QVERIFY(!link.toString().contains(QLatin1String("deadline-hours")));
    QCOMPARE(parsed(link.toString()).workload.deadlineAt, std::optional<QDateTime>(friday));
    // A span stays a span: "within 72 hours" of whenever the job starts.
    const ViewLink span = parsed(
        QStringLiteral("gpuscout:view?v=1&task=batch&model=sdxl&deadline-hours=72"));
    QVERIFY(!span.workload.deadlineAt);
    QCOMPARE(span.workload.deadlineHours, std::optional<double>(72));
}

void TestViewLink::aShortLinkTakesTheModelsDefaults()
{
    const ViewLink link = parsed(QStringLiteral("gpuscout:view?v=1&task=batch&model=sd15"));
    const core::ModelProfile *sd15 = m_catalog.model(QStringLiteral("sd15"));
    QVERIFY(sd15);
    QCOMPARE(link.workload.config.width, sd15->defaultWidth);
    QCOMPARE(link.workload.config.height, sd15->defaultHeight);
    QCOMPARE(link.workload.config.steps, sd15->defaultSteps);
    QCOMPARE(link.workload.config.batch, 1);
    QCOMPARE(link.workload.images, core::Workload().images);
    QVERIFY(!link.workload.deadlineHours);
    QVERIFY(!link.workload.allowSpot);
    QVERIFY(link.filters.isEmpty());
    QVERIFY(link.sortColumn.isEmpty());
    QVERIFY(link.columns.isEmpty());

    const ViewLink video = parsed(
        QStringLiteral("gpuscout:view?v=1&task=batch&model=wan21-t2v-1.3b"));
    QCOMPARE(video.workload.config.frames,
             m_catalog.model(QStringLiteral("wan21-t2v-1.3b"))->defaultFrames);
}

void TestViewLink::delimitersAndScriptsSurviveInValues()
{
    ViewLink link = parsed(QStringLiteral("gpuscout:view?v=1&task=batch&model=sdxl"));
    const QString search = QStringLiteral("a&b=c+d %25 #x ?y, اردو বাংলা");
    link.filters.search = search;
    link.workload.region = QStringLiteral("us east+1");
    const QString text = link.toString();
    QVERIFY2(!text.contains(QLatin1Char(' ')) && !text.contains(QLatin1Char('#')),
             qPrintable(text));
    const ViewLink back = parsed(text);
    QCOMPARE(back.filters.search, search);
    QCOMPARE(back.workload.region, QStringLiteral("us east+1"));
    QCOMPARE(back.toString(), text);
}

void TestViewLink::unknownKeysAreIgnored()
{
    const QString base = QStringLiteral("gpuscout:view?v=1&task=batch&model=sdxl&images=500");
    const ViewLink plain = parsed(base);
    const ViewLink future = parsed(
        base
        + QStringLiteral("&theme=dark&f.some_new_flag=1&f.not_a_column.max=3&f.fits_soon=maybe"
                         "&f.provider_name.min=2&zz="));
    QCOMPARE(future.toString(), plain.toString());
    // A column key this version does not show is kept: the table leaves it out.
    const ViewLink columns = parsed(base + QStringLiteral("&cols=gpu_name,new_figure"));
    QCOMPARE(columns.columns,
             QStringList({QStringLiteral("gpu_name"), QStringLiteral("new_figure")}));
}

void TestViewLink::acceptsTheAuthorityForm()
{
    // Some programs hand the app gpuscout://view?… for what was copied as gpuscout:view?….
    const ViewLink link = parsed(QStringLiteral(" gpuscout://view?v=1&task=batch&model=sdxl\n"));
    QCOMPARE(link.workload.task, core::Task::Batch);
    QVERIFY(link.toString().startsWith(QLatin1String("gpuscout:view?v=1&")));
}

void TestViewLink::refusesBadLinks_data()
{
    QTest::addColumn<QString>("query"); // after gpuscout:view?, or a whole text with "!"
    QTest::addColumn<QString>("message");
    const auto ok = [](const char *rest) -> QString {
        return QStringLiteral("v=1&task=batch&model=sdxl") + QString::fromUtf8(rest);
    };
    QTest::newRow("other scheme")
        << "!https://example.org/view?v=1"
        << "“https://example.org/view?v=1” is not a GPU Scout link: it must start with "
           "gpuscout:view?";
    QTest::newRow("other path") << "!gpuscout:shortlist?v=1"
                                << "“gpuscout:shortlist?v=1” is not a GPU Scout link: it must "
                                   "start with gpuscout:view?";
    QTest::newRow("garbage") << "!%%%"
                             << "“%%%” is not a GPU Scout link: it must start with "
                                "gpuscout:view?";
    QTest::newRow("no version") << "task=batch&model=sdxl"
                                << "The link has no version: it needs v=1.";
    QTest::newRow("future version")
        << "v=2&task=batch&model=sdxl"
        << "The link is of version “2”; this GPU Scout reads version 1. A newer GPU Scout may "
           "open it.";
    QTest::newRow("twice") << ok("&images=5&images=6") << "The link gives images more than once.";
    QTest::newRow("no task") << "v=1&model=sdxl"
                             << "The link has no task: it needs task=interactive, batch, lora or "
                                "finetune.";
    QTest::newRow("unknown task")
        << "v=1&task=render&model=sdxl"
        << "The link's task “render” is unknown: use interactive, batch, lora or finetune.";
    QTest::newRow("no model") << "v=1&task=batch"
                              << "The link has no model: it needs model=ID, e.g. sdxl.";
    QTest::newRow("negative images")
        << ok("&images=-5") << "The link's images must be a whole number of at least 1, not “-5”.";
    QTest::newRow("fractional steps")
        << ok("&steps=2.5") << "The link's steps must be a whole number of at least 1, not “2.5”.";
    QTest::newRow("small width") << ok("&width=32")
                                 << "The link's width must be a whole number of at least 64, not "
                                    "“32”.";
    QTest::newRow("negative sessions") << ok("&sessions-per-month=-1")
                                       << "The link's sessions-per-month must be a whole number "
                                          "of at least 0, not “-1”.";
    QTest::newRow("text for a number")
        << ok("&deadline-hours=friday")
        << "The link's deadline-hours must be a number of at least 0.01, not “friday”.";
    QTest::newRow("deadline without its offset")
        << ok("&deadline=2026-12-04T17:00:00")
        << "The link's deadline must be a date and time with its offset, such as "
           "2026-12-05T17:00:00Z, not “2026-12-04T17:00:00”.";
    QTest::newRow("infinite") << ok("&session-minutes=inf")
                              << "The link's session-minutes must be a number of at least 0, not "
                                 "“inf”.";
    QTest::newRow("short wait") << ok("&max-wait=0")
                                << "The link's max-wait must be a number of at least 0.1, not "
                                   "“0”.";
    QTest::newRow("negative budget")
        << ok("&budget=-3") << "The link's budget must be a number of at least 0, not “-3”.";
    QTest::newRow("negative hours") << ok("&training-hours=-2")
                                    << "The link's training-hours must be a number of at least "
                                       "0.01, not “-2”.";
    QTest::newRow("no train steps") << ok("&train-steps=0")
                                    << "The link's train-steps must be a whole number of at least "
                                       "1, not “0”.";
    QTest::newRow("no batch") << ok("&batch=0")
                              << "The link's batch must be a whole number of at least 1, not "
                                 "“0”.";
    QTest::newRow("no frames") << ok("&frames=0")
                               << "The link's frames must be a whole number of at least 1, not "
                                  "“0”.";
    QTest::newRow("height") << ok("&height=x")
                            << "The link's height must be a whole number of at least 64, not "
                               "“x”.";
    QTest::newRow("yes for a flag")
        << ok("&spot=yes") << "The link's spot must be 0 or 1, not “yes”.";
    QTest::newRow("gradient checkpointing")
        << ok("&gradient-checkpointing=2")
        << "The link's gradient-checkpointing must be 0 or 1, not “2”.";
    QTest::newRow("fp8 encoders") << ok("&fp8-text-encoders=true")
                                  << "The link's fp8-text-encoders must be 0 or 1, not “true”.";
    QTest::newRow("precision") << ok("&precision=fp4")
                               << "The link's precision must be one of fp16, bf16, fp8, "
                                  "fp8-weights, nf4, not “fp4”.";
    QTest::newRow("stack") << ok("&stack=onnx")
                           << QString::fromUtf8("The link's stack must be one of %1, not “onnx”.")
                                  .arg(core::benchmarkStackIds().join(QStringLiteral(", ")));
    QTest::newRow("optimizer") << ok("&optimizer=sgd")
                               << "The link's optimizer must be one of adamw, adamw8bit, "
                                  "adafactor, not “sgd”.";
    QTest::newRow("text encoders") << ok("&text-encoders=cpu")
                                   << "The link's text-encoders must be one of offloaded, "
                                      "resident, not “cpu”.";
    QTest::newRow("filter flag") << ok("&f.fits=on")
                                 << "The link's f.fits must be 0 or 1, not “on”.";
    QTest::newRow("range") << ok("&f.vram_gb.min=lots")
                           << "The link's f.vram_gb.min must be a number of at least 0, not "
                              "“lots”.";
    QTest::newRow("negative range") << ok("&f.usd_per_hour.max=-1")
                                    << "The link's f.usd_per_hour.max must be a number of at "
                                       "least 0, not “-1”.";
    QTest::newRow("provider") << ok("&f.provider=runpod,acme")
                              << "The link's f.provider holds “acme”, which is not a provider of "
                                 "the catalog.";
    QTest::newRow("gpu") << ok("&f.gpu=rtx-9090")
                         << "The link's f.gpu holds “rtx-9090”, which is not a GPU of the "
                            "catalog.";
    QTest::newRow("empty gpu") << ok("&f.gpu=")
                               << "The link's f.gpu holds “”, which is not a GPU of the catalog.";
    QTest::newRow("billing") << ok("&f.billing=second,daily")
                             << "The link's f.billing must list some of second, minute, hour, "
                                "unknown, not “daily”.";
    QTest::newRow("order") << ok("&sort=rank&order=up")
                           << "The link's order must be asc or desc, not “up”.";
    QTest::newRow("sort") << ok("&sort=Rank;drop")
                          << "The link's sort holds “Rank;drop”, which is not a column key "
                             "(lower-case letters, digits and _).";
    QTest::newRow("cols") << ok("&cols=gpu_name,,rank")
                          << "The link's cols holds “”, which is not a column key (lower-case "
                             "letters, digits and _).";
}

void TestViewLink::refusesBadLinks()
{
    QFETCH(QString, query);
    QFETCH(QString, message);
    const QString text = query.startsWith(QLatin1Char('!'))
        ? query.mid(1)
        : QStringLiteral("gpuscout:view?") + query;
    const core::Expected<ViewLink> link = ViewLink::parse(text, m_catalog);
    QVERIFY(!link.hasValue());
    QCOMPARE(link.error(), message);
}

QTEST_GUILESS_MAIN(TestViewLink)
#include "tst_viewlink.moc"
