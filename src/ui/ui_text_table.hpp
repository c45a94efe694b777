// ui_text_table.hpp - the on-screen texts: X(Id, "English", "Korean"), one row each.
//
// A row's two texts must hold the same printf conversions in the same order (tested).
// Ids name what the text is for, not its words, so a row can be reworded freely.
// Keep Korean natural for a science program: 응집 / 정렬 / 분리 for the three rules,
// 정렬도 for polarization, 군집 for a cluster, 매 for the hawk.
#pragma once

// clang-format off
#define MURMUR_UI_TEXTS(X) \
    /* the panel's frame and the language switch */ \
    X(PanelTitle,          "Murmuration lab", "찌르레기 군무 실험실") \
    X(LanguageChooser,     "Language / 언어", "Language / 언어") \
    X(LanguageEnglish,     "English", "English") \
    X(LanguageKorean,      "한국어", "한국어") \
    /* without NanumGothic the panel stays English and says why (no Hangul in these) */ \
    X(LanguagePlain,       "Language", "Language") \
    X(KoreanNoFont,        "Korean (needs fonts-nanum)", "Korean (needs fonts-nanum)") \
    X(KoreanNeedsFont,     "Korean needs the fonts-nanum package (sudo apt-get install fonts-nanum)", \
                           "Korean needs the fonts-nanum package (sudo apt-get install fonts-nanum)") \
    X(SceneMurmuration,    "murmuration", "군무") \
    X(SceneReef,           "reef", "산호초") \
    X(SceneSandbox,        "sandbox", "샌드박스") \
    /* Run (every scene) */ \
    X(RunSection,          "Run", "실행") \
    X(Speed,               "speed", "속도") \
    X(Pause,               "Pause", "일시정지") \
    X(Resume,              "Resume", "계속") \
    X(Step,                "Step", "한 단계") \
    X(Reset,               "Reset", "초기화") \
    X(StepsPerFrame,       "%.2f steps/frame", "프레임당 %.2f 단계") \
    X(TimesFaster,         "%.2f x", "%.2f배") \
    /* the hawk */ \
    X(SendHawk,            "Send hawk", "매 보내기") \
    X(HawkInSky,           "Hawk in the sky...", "매가 하늘에 있음...") \
    X(SendHawkNoBirds,     "Send hawk (no birds)", "매 보내기 (새 없음)") \
    X(HawkStrategyTip,     "How the next hawk hunts: the flock's centre (the model's hawk), the nearest bird,\n" \
                           "an intercept course to one bird, or a fast dive from above", \
                           "다음 매가 사냥하는 방식: 무리의 중심(모델의 매), 가장 가까운 새,\n" \
                           "한 마리를 노린 요격 경로, 또는 위에서 빠르게 내리꽂기") \
    X(StrategyCentroid,    "centroid", "중심") \
    X(StrategyNearest,     "nearest", "가장 가까운 새") \
    X(StrategyIntercept,   "intercept", "요격") \
    X(StrategyStoop,       "stoop", "급강하") \
    /* the flock and its rules */ \
    X(FlockSection,        "Flock", "새 떼") \
    X(Birds,               "Birds", "새 수") \
    X(LowPower,            "Low power (700 birds)", "저전력 (700마리)") \
    X(Neighbours,          "Neighbours", "이웃") \
    X(KNearest,            "k nearest", "가까운 k마리") \
    X(WithinDistance,      "within distance", "거리 안") \
    X(Distance,            "distance", "거리") \
    X(RulesSection,        "Rules", "규칙") \
    X(Cohesion,            "cohesion", "응집") \
    X(Alignment,           "alignment", "정렬") \
    X(Separation,          "separation", "분리") \
    X(WeightTip,           "0 = rule off, 1 = default (double-click to type)", \
                           "0 = 규칙 끔, 1 = 기본값 (두 번 클릭하면 직접 입력)") \
    X(Seed,                "seed", "시드") \
    X(SeedTip,             "Takes effect at the next Reset", "다음 초기화 때 적용됩니다") \
    X(AutoRotate,          "Auto-rotate camera when idle", "가만히 두면 카메라 자동 회전") \
    /* the stats card */ \
    X(NowSection,          "Now", "현재") \
    X(StatBirds,           "Birds: %d", "새: %d마리") \
    X(StatFps,             "FPS: %.1f", "FPS: %.1f") \
    X(StatStepTime,        "Step time: %.2f ms (%s)", "단계 시간: %.2f ms (%s)") \
    X(StatStep,            "Step: %u", "단계: %u") \
    X(StatBehind,          "Behind: %d steps put off (slower than the speed asks)", \
                           "밀림: %d단계 미룸 (설정한 속도보다 느림)") \
    X(StatPolarization,    "Polarization: %.1f", "정렬도: %.1f") \
    X(StatClumping,        "Clumping: %.1f", "뭉침: %.1f") \
    X(StatClusters,        "Clusters: %d (largest %.0f%%)", "군집: %d개 (가장 큰 군집 %.0f%%)") \
    X(StatClustersNone,    "Clusters: -", "군집: -") \
    X(StatHawkInSky,       "Hawk: in the sky", "매: 하늘에 있음") \
    X(StatRegrouped,       "Last hawk: regrouped after %u steps", "지난 매: %u단계 뒤 다시 모임") \
    X(StatReduced,         "Birds reduced %d -> %d (%.0f fps", "새 수를 줄임 %d -> %d (%.0f fps") \
    X(StatReducedTimes,    ", %d times)", ", %d번째)") \
    X(StatReducedEnd,      ")", ")") \
    /* the last attack */ \
    X(LastAttackSection,   "Last attack", "마지막 공격") \
    X(SessionAttacks,      "This session's attacks", "이번 세션의 공격") \
    X(AttackTableHeader,   "# strategy startled wave split recovery", "# 전략 놀람 파동 분열 회복") \
    /* View and the settings file */ \
    X(ViewSection,         "View", "보기") \
    X(DaySky,              "day sky", "낮 하늘") \
    X(DuskSky,             "dusk sky", "해 질 녘 하늘") \
    X(WingsBeat,           "wings beat", "날갯짓") \
    X(BirdsBank,           "birds bank into turns", "돌 때 몸 기울이기") \
    X(SettingsSection,     "Settings file", "설정 파일") \
    X(SettingsFileName,    "file", "파일") \
    X(SaveSettings,        "Save settings", "설정 저장") \
    X(LoadSettings,        "Load settings", "설정 불러오기") \
    X(LoadSettingsTip,     "Every parameter from the file; the seed takes effect at Reset", \
                           "파일의 모든 매개변수를 불러옵니다. 시드는 초기화 때 적용됩니다") \
    X(SettingsSaved,       "saved to %s", "저장함: %s") \
    X(SettingsLoaded,      "loaded %s", "불러옴: %s") \
    /* the bird inspector */ \
    X(InspectorTitle,      "Bird #%u", "새 #%u") \
    X(InspectorSpeed,      "speed %.3f (%.2f x cruise)", "속도 %.3f (순항 속도의 %.2f배)") \
    X(InspectorFearEdge,   "fear %.2f   edge %.2f", "두려움 %.2f   가장자리 %.2f") \
    X(Follow,              "Follow (F)", "따라가기 (F)") \
    X(StopFollowing,       "Stop following (F)", "따라가기 멈춤 (F)") \
    X(LetGo,               "Let go (Esc)", "선택 해제 (Esc)") \
    X(NoBirdInRadius,      "no bird within the radius", "반경 안에 새가 없음") \
    X(NoNeighbourInRange,  "no neighbour in range", "범위 안에 이웃이 없음") \
    X(NeighboursNearestOf, "%d neighbours within the radius, the %zu nearest:", \
                           "반경 안의 이웃 %d마리 중 가장 가까운 %zu마리:") \
    X(NeighboursInRadius,  "%d neighbours within the radius:", "반경 안의 이웃 %d마리:") \
    X(NeighboursNearest,   "its %d nearest neighbours:", "가장 가까운 이웃 %d마리:") \
    X(BirdColumn,          "bird", "새") \
    /* Capture */ \
    X(CaptureSection,      "Capture", "캡처") \
    X(SaveScreenshot,      "Save screenshot", "스크린샷 저장") \
    X(SaveScreenshotTip,   "A PNG of the whole window, named by the time", "창 전체를 PNG로 저장 (파일 이름은 시각)") \
    X(VideoNeedsFfmpeg,    "Video: %s", "영상: %s") \
    X(VideoNeedsFfmpegTip, "Record video pipes the frames to ffmpeg, which is not installed", \
                           "영상 녹화는 프레임을 ffmpeg로 보내는데, ffmpeg가 설치되어 있지 않습니다") \
    X(StopRecording,       "Stop recording", "녹화 중지") \
    X(Recording,           "REC %.1f s, %d frames", "녹화 중 %.1f초, %d프레임") \
    X(RecordVideo,         "Record video", "영상 녹화") \
    X(RecordVideoTip,      "An MP4 of the window, encoded by ffmpeg", "창을 MP4로 녹화 (ffmpeg로 인코딩)") \
    X(SavedFile,           "Saved %s", "저장함: %s") \
    X(SavedVideo,          "Saved %s (%d frames)", "저장함: %s (%d프레임)") \
    /* the legend */ \
    X(LegendCoreBird,      "core bird", "안쪽 새") \
    X(LegendEdgeBird,      "edge bird", "가장자리 새") \
    X(LegendHawk,          "hawk", "매") \
    /* the charts under the view */ \
    X(ChartPolarization,   "polarization", "정렬도") \
    X(ChartClumping,       "clumping", "뭉침") \
    X(ChartRegrouped,      "regrouped", "다시 모임") \
    X(ChartClustersLong,   "clusters (1 = one body)", "군집 수 (1 = 한 덩어리)") \
    X(ChartClustersShort,  "clusters", "군집 수") \
    X(ReadoutNoClusters,   "step %u: clusters not measured", "%u단계: 군집 측정 안 함") \
    X(ReadoutClusters,     "step %u: clusters %d", "%u단계: 군집 %d개") \
    X(ReadoutMetrics,      "step %u: polarization %.1f, clumping %.1f", "%u단계: 정렬도 %.1f, 뭉침 %.1f") \
    /* the "?" overlay */ \
    X(KeyHelpTitle,        "Keys (? or F1 closes)", "키 (? 또는 F1로 닫기)") \
    X(KeyPauseResume,      "pause / resume", "일시정지 / 계속") \
    X(KeyOneStep,          "one step (while paused)", "한 단계 (일시정지 중)") \
    X(KeySendHawk,         "send a hawk", "매 보내기") \
    X(KeyReset,            "reset the scene", "장면 초기화") \
    X(KeyScreenshot,       "save a screenshot", "스크린샷 저장") \
    X(KeyVideo,            "start / stop a video", "영상 녹화 시작 / 중지") \
    X(KeyScene1,           "the chooser's first scene", "첫 번째 장면") \
    X(KeyScene2,           "the chooser's second scene", "두 번째 장면") \
    X(KeyScene3,           "the chooser's third scene", "세 번째 장면") \
    X(KeyFaster,           "faster", "빠르게") \
    X(KeySlower,           "slower", "느리게") \
    X(KeyPanel,            "hide / show the panel", "패널 숨기기 / 보이기") \
    X(KeyFullScreen,       "full screen", "전체 화면") \
    X(KeyFollow,           "follow the selected bird", "선택한 새 따라가기") \
    X(KeyEscape,           "close help, let go of the bird, leave full screen", \
                           "도움말 닫기, 새 선택 해제, 전체 화면 나가기") \
    X(KeyKiosk,            "presentation mode", "발표 모드") \
    X(KeyHelp,             "this help", "이 도움말")
// clang-format on
